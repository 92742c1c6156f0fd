-- The jobs a job was submitted to wait for (ADR 0057): in the order given, each with Slurm's condition. A job's
-- dependencies are checked by the scheduler loop before it is handed over (the simulator) or passed on to Slurm.
CREATE TABLE job_dependencies (
  hpcjob_uuid  text NOT NULL REFERENCES jobs (hpcjob_uuid) ON DELETE CASCADE,
  position     integer NOT NULL,
  type         text NOT NULL CHECK (type IN ('afterok', 'afterany', 'afternotok', 'after')),
  depends_on   text NOT NULL REFERENCES jobs (hpcjob_uuid) ON DELETE CASCADE,
  PRIMARY KEY (hpcjob_uuid, depends_on)
);
CREATE INDEX job_dependencies_depends_on ON job_dependencies (depends_on);
