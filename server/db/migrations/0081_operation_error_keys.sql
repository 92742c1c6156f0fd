-- Why an operation failed, as a message of server/i18n/messages.ts: its key and parameters, so the operation log
-- (operation, operation/simulation) answers it in the language of each request like every other gateway
-- message. error_message keeps the English text. Rows written before keep error_message alone and stay readable:
-- the log answers their text, translated when it is the English of a message without parameters.
ALTER TABLE operations ADD COLUMN error_key text, ADD COLUMN error_params jsonb;
