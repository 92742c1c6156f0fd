-- What an ended job used (ADR 0058), from its scheduler's accounting (Slurm's slurmdbd, read by the scheduler loop
-- after the end) or the simulator's own figures: CPU seconds of all its processes, the largest task's memory peak
-- (MiB), the memory it had when it did not ask (MiB, the scheduler's default) and the time limit that applied when
-- it had none of its own (minutes, its queue's). usage_read: when they were read; NULL while not (yet) known.
ALTER TABLE jobs ADD COLUMN cpu_seconds double precision;
ALTER TABLE jobs ADD COLUMN memory_peak integer;
ALTER TABLE jobs ADD COLUMN memory_given integer;
ALTER TABLE jobs ADD COLUMN limit_given integer;
ALTER TABLE jobs ADD COLUMN usage_read timestamptz;

-- The loop asks the accounting for the console's recently ended jobs that have no figures yet.
CREATE INDEX jobs_usage_unread ON jobs (finished_time) WHERE usage_read IS NULL AND started_time IS NOT NULL;

-- When the loop last asked the accounting for an ended job's figures (not on jobs: its changes notify every browser).
ALTER TABLE scheduler_jobs ADD COLUMN usage_asked timestamptz;
