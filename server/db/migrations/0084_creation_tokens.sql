-- Creation request tokens (createCluster's request_token, a GetGlobalUniqueId uuid): the first request with a
-- token inserts its row in the creation's own transaction and stores its answer there; a repeated request of the
-- same owner with the same token (a double click, a retry after a lost answer) finds the row and answers the same
-- answer instead of creating again. A refused creation rolls back, row and all, so its token can be used again.
-- action is the creation the token was used for (a token names one creation per action).
CREATE TABLE creation_tokens (
  owner        text NOT NULL,
  token        text NOT NULL,
  action       text NOT NULL,
  answer       jsonb,
  create_time  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (owner, action, token)
);
-- clusters.shared_status says whether anyone is shared into the cluster: a project with at least one member
-- besides its owner (a project left without members, e.g. by a share whose member step was refused before
-- project/create took its first members, shares nothing).
UPDATE clusters c SET shared_status = CASE WHEN EXISTS (
    SELECT 1 FROM project_resources pr JOIN project_members pm USING (project_id)
     WHERE pr.cluster_id = c.cluster_id AND pm.shared_role = 'shared_member') THEN 'shared' ELSE 'unshared' END
 WHERE c.shared_status IS DISTINCT FROM (CASE WHEN EXISTS (
    SELECT 1 FROM project_resources pr JOIN project_members pm USING (project_id)
     WHERE pr.cluster_id = c.cluster_id AND pm.shared_role = 'shared_member') THEN 'shared' ELSE 'unshared' END);
