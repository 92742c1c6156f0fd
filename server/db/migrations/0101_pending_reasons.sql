-- Why a pending job waits and when its scheduler expects it to start (ADR 0056): written by the scheduler loop with
-- the job's status, both null once the job is not pending. The simulator keeps the reason it did not start a job.
ALTER TABLE jobs ADD COLUMN pending_reason text, ADD COLUMN expected_start timestamptz;
ALTER TABLE simulator_jobs ADD COLUMN reason text, ADD COLUMN expected_start timestamptz;
