/**
 * The types of the gateway's handlers, generated from the contract (src/api/generated/operation-types.ts): a handler
 * of an operation reads that operation's validated input and answers its success fields, so a field renamed or
 * retyped in the contract breaks the build where a handler or a test uses it.
 */
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperationId } from '../../src/api/generated/operations';
import type { OperationTypes } from '../../src/api/generated/operation-types';
import type { components } from '../../src/api/generated/openapi';
import type { ContractOperation } from '../contract/document';
import type { Db } from '../db/database';
import type { Session } from '../auth/sessions';
import type { Lang } from '../i18n/messages';
import type { FileSink, UploadedFile } from './multipart';

export type { OperationId };

/** A schema of the contract's components, as a type (rows read from the database are typed by it). */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** What a client sends for an operation (path and query values, body). */
export type RequestOf<Id extends OperationId> = OperationTypes[Id]['request'];
/** What a handler reads once the contract's checks passed (defaults applied). */
export type InputOf<Id extends OperationId> = OperationTypes[Id]['input'];
/** What a handler answers: its success fields (ret_code and action are added), or a file's bytes. */
export type AnswerOf<Id extends OperationId> = OperationTypes[Id]['answer'] extends 'binary'
  ? Buffer | Readable
  : OperationTypes[Id]['answer'];

export interface HandlerContext<Id extends OperationId = OperationId> {
  db: Db;
  /** The signed-in session; null only for operations with `security: []`. */
  session: Session | null;
  /** Validated path, query and body values (defaults applied). */
  input: InputOf<Id>;
  lang: Lang;
  operation: ContractOperation;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The file parts of a multipart request, saved to temporary files (removed once the answer is sent). */
  files?: UploadedFile[];
}

/** A multipart operation's check of the fields sent before its first file part (see Handler.beforeFiles). */
export type BeforeFiles = (ctx: {
  db: Db;
  session: Session | null;
  fields: Record<string, unknown>;
  path: Record<string, unknown>;
}) => Promise<FileSink | void>;

/**
 * A handler answers the operation's fields (without ret_code and action), or a binary answer: a Buffer, or a
 * Readable streamed as it is read (a file download).
 */
export type Handler<Id extends OperationId = OperationId> = ((ctx: HandlerContext<Id>) => Promise<AnswerOf<Id>>) & {
  /**
   * A multipart operation's check of the fields sent before its first file part (text values, the last of a repeated
   * one), run once the schemas accept them (those still to come aside) and before that part is stored: a refusal
   * ends the request there, nothing of it stored, and its connection is closed rather than the rest read. It may
   * answer a sink the file parts are streamed to instead of temporary files (multipart.ts).
   */
  beforeFiles?: BeforeFiles;
};

/** Some operations' handlers, each typed by its operation: a domain writes `{ … } satisfies Handlers`. */
export type Handlers = { [Id in OperationId]?: Handler<Id> };
/** Every operation's handler: the gateway's combined map is checked against it, so a missing one fails the build. */
export type AllHandlers = { [Id in OperationId]: Handler<Id> };

/**
 * A handler as the router calls it: with the input its operation's schemas accepted at run time, which is that
 * operation's InputOf (the one place where the two meet).
 */
export type ValidatedHandler = ((
  ctx: Omit<HandlerContext, 'input'> & { input: Record<string, unknown> },
) => Promise<Record<string, unknown> | Buffer | Readable>) & { beforeFiles?: BeforeFiles };
