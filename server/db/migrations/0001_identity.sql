-- Accounts, sessions and the configuration service's entries.
CREATE TABLE users (
  user_id        text PRIMARY KEY,
  user_name      text NOT NULL,
  email          text NOT NULL,
  password_hash  text NOT NULL,
  owner          text NOT NULL,
  role           text NOT NULL,
  user_type      integer NOT NULL DEFAULT 0,
  iamuser_name   text,
  verify_status  text NOT NULL DEFAULT 'PASSED',
  zone           text NOT NULL,
  zones          text[] NOT NULL,
  lang           text NOT NULL DEFAULT 'zh-cn',
  currency       text NOT NULL DEFAULT 'cny',
  create_time    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_owner ON users (owner);
CREATE UNIQUE INDEX users_email ON users (lower(email));

CREATE TABLE sessions (
  session_id   text PRIMARY KEY,
  user_id      text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  csrf_token   text NOT NULL,
  create_time  timestamptz NOT NULL DEFAULT now(),
  expire_time  timestamptz NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_expire ON sessions (expire_time);

CREATE TABLE config_entries (
  namespace    text NOT NULL,
  key          text NOT NULL,
  value        jsonb NOT NULL,
  update_time  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (namespace, key)
);

CREATE TABLE permissions (
  user_id    text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  zone       text NOT NULL,
  status     text NOT NULL DEFAULT 'disable',
  uid        integer,
  gid        integer,
  open_time  timestamptz,
  PRIMARY KEY (user_id, zone)
);
