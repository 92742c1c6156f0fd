-- Job arrays (ADR 0061). An array is one row (array_spec: the indices as asked, in Slurm's syntax; array_throttle: at
-- most that many tasks at once, NULL for no limit; array_counts: its tasks per status, kept by the loop) and each task
-- a row of its own (array_of: the array's row, array_task_id: its index). Sums over jobs leave the array's row out.
ALTER TABLE jobs ADD COLUMN array_spec text;
ALTER TABLE jobs ADD COLUMN array_throttle integer;
ALTER TABLE jobs ADD COLUMN array_counts jsonb;
ALTER TABLE jobs ADD COLUMN array_of text;
ALTER TABLE jobs ADD COLUMN array_task_id integer;

CREATE INDEX jobs_array_tasks ON jobs (array_of, array_task_id) WHERE array_of IS NOT NULL;
CREATE UNIQUE INDEX jobs_array_task_once ON jobs (array_of, array_task_id) WHERE array_of IS NOT NULL;
