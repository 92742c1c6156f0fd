-- Sign-in from the organisation (ADR 0064): who the provider or directory signed in, the OIDC sign-ins under way,
-- and the ID token a session needs to end the provider's session at sign-out.
CREATE TABLE external_identities (
  provider    text NOT NULL CHECK (provider IN ('oidc', 'ldap')),
  -- The ID token's sub or the directory entry's DN: stable, unlike the name typed.
  subject     text NOT NULL,
  user_id     text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  login       text NOT NULL,
  first_time  timestamptz NOT NULL DEFAULT now(),
  last_time   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);
CREATE UNIQUE INDEX external_identities_user ON external_identities (user_id);

-- Kept until the provider sends the browser back (any gateway on the database may receive it), at most 10 minutes.
CREATE TABLE sign_in_requests (
  state          text PRIMARY KEY,
  code_verifier  text NOT NULL,
  nonce          text NOT NULL,
  next           text NOT NULL,
  create_time    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_requests_time ON sign_in_requests (create_time);

CREATE TABLE session_providers (
  session_id  text PRIMARY KEY REFERENCES sessions (session_id) ON DELETE CASCADE,
  id_token    text NOT NULL
);

-- The identity hand-off says whether the user came from the directory (user-session's is_ldap_user).
DROP FUNCTION session_of(text);
CREATE FUNCTION session_of(id text)
  RETURNS TABLE (csrf_token text, expire_time timestamptz, user_id text, user_name text, email text, owner text, role text, user_type integer,
                 iamuser_name text, verify_status text, zone text, zones text[], lang text, currency text, is_ldap_user boolean)
  LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT s.csrf_token, s.expire_time, u.user_id, u.user_name, u.email, u.owner, u.role, u.user_type, u.iamuser_name, u.verify_status, u.zone,
           u.zones, u.lang, u.currency,
           EXISTS (SELECT 1 FROM external_identities e WHERE e.user_id = u.user_id AND e.provider = 'ldap')
      FROM sessions s JOIN users u ON u.user_id = s.user_id
     WHERE s.session_id = id AND s.expire_time > now();
END
$$;
