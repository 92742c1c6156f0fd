-- Sign-in throttling (ADR 0023): failed sign-ins counted per account name (as typed, lower case: an account that does
-- not exist is counted the same way) and per client address, in the database so that every gateway on it sees them.
-- A key's failures are forgotten an hour after its last one; locked_until is when a lock it earned ends.
CREATE TABLE sign_in_throttle (
  key           text PRIMARY KEY,
  failures      integer NOT NULL,
  last_failure  timestamptz NOT NULL,
  locked_until  timestamptz
);
