/** Signing in with a token (checked, then saved), signing out (the saved file removed), and who the token is. */
import type { SessionResponse } from '../../src/api/generated/model/sessionResponse';
import { textOption } from '../args';
import { connectTo, signIn } from '../client';
import { apiBase, configPath, gatewayUrl, removeSaved, saveSignIn } from '../config';
import { EXIT } from '../exit-codes';
import { details, isoTime, json } from '../output';
import { JSON_OPTION, positionals, usage, type Command, type Context } from './command';

export const login: Command = {
  name: 'login',
  args: [],
  options: [
    { name: 'url', value: 'URL', help: "the gateway's URL, e.g. http://localhost:8080 (else HPC_URL)" },
    { name: 'token', value: 'TOKEN', help: 'a personal access token (hpc_pat_…) made in the console; else read from standard input' },
    JSON_OPTION,
  ],
  about:
    'Checks the token with the gateway, then saves the URL and the token in $XDG_CONFIG_HOME/hpc/config.json ' +
    '(~/.config/hpc/config.json), readable by you only. HPC_URL and HPC_TOKEN override what is saved.',
  operations: ['getSession'],
  async run(context) {
    positionals(context, login);
    const { io, parsed } = context;
    const url = textOption(parsed, 'url') ?? io.env.HPC_URL;
    if (!url) throw usage(login, 'hpc login needs --url <gateway URL>');
    const token = (textOption(parsed, 'token') ?? (io.stdin ? await io.stdin() : '')).trim();
    if (!token) throw usage(login, 'hpc login needs --token <token>, or the token on standard input');
    const checked = gatewayUrl(url);
    connectTo({ url: checked, token, api: apiBase(checked, io.env) }, context.lang, io.fetch);
    const session = await signIn();
    const path = saveSignIn(io.env, { url: checked, token });
    if (context.json) io.stdout(json(session));
    else {
      io.stdout(`Signed in to ${checked} as ${who(session)}; the token expires ${isoTime(session.expire_time, io.env)}.\n`);
      io.stdout(`Saved in ${path} (HPC_URL and HPC_TOKEN override it).\n`);
    }
    return EXIT.ok;
  },
};

export const logout: Command = {
  name: 'logout',
  args: [],
  options: [],
  about:
    'Removes the saved URL and token. The token itself stays valid until it expires or is revoked in the console ' +
    '(account menu, Access tokens).',
  operations: [],
  async run(context) {
    positionals(context, logout);
    const { io } = context;
    const path = configPath(io.env);
    io.stdout(removeSaved(io.env) ? `Signed out: removed ${path}.\n` : `Not signed in: there is no ${path}.\n`);
    return EXIT.ok;
  },
};

export const whoami: Command = {
  name: 'whoami',
  args: [],
  options: [JSON_OPTION],
  operations: ['getSession'],
  async run(context: Context) {
    positionals(context, whoami);
    const { session, url } = await context.signIn();
    const { io } = context;
    if (context.json) {
      io.stdout(json(session));
      return EXIT.ok;
    }
    const { user } = session;
    io.stdout(
      details([
        ['User', user.user_id],
        ['Name', user.user_name],
        ['Account owner', user.owner === user.user_id ? null : user.owner],
        ['IAM user', user.iamuser_name],
        ['Role', user.role],
        ['Zone', user.zone],
        ['Zones', user.zones.join(', ')],
        ['Gateway', url],
        ['Token expires', isoTime(session.expire_time, io.env)],
      ]),
    );
    return EXIT.ok;
  },
};

const who = (session: SessionResponse) =>
  session.user.user_name && session.user.user_name !== session.user.user_id
    ? `${session.user.user_id} (${session.user.user_name})`
    : session.user.user_id;
