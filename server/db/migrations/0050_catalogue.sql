-- The catalogue (app-centre versions and attachments, product SKUs) and the network (routers, vxnets, EIPs).
-- An EIP's association is not stored here: it is read from cluster_nodes.eip_id (and routers.eip_id).
CREATE TABLE app_versions (
  version_id    text PRIMARY KEY,
  app_id        text NOT NULL,
  name          text NOT NULL,
  -- The cluster's software version (clusters.version), e.g. 2.4.1.
  version       text NOT NULL,
  resource_kit  text NOT NULL,
  description   text NOT NULL DEFAULT '',
  edition_name  text NOT NULL,
  baremetal     boolean NOT NULL DEFAULT false,
  status        text NOT NULL DEFAULT 'active',
  create_time   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX app_versions_app ON app_versions (app_id, status, create_time DESC);

CREATE TABLE app_attachments (
  attachment_id  text PRIMARY KEY,
  app_id         text NOT NULL,
  -- One object per content key: config, locale, cluster_templates.
  content        jsonb NOT NULL,
  create_time    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE skus (
  sku_id          text PRIMARY KEY,
  prod_id         text NOT NULL,
  zone            text NOT NULL,
  name            text NOT NULL,
  role            text NOT NULL CHECK (role IN ('login', 'controller', 'compute')),
  instance_class  integer NOT NULL,
  cpu             integer NOT NULL,
  memory          integer NOT NULL,
  gpu             integer NOT NULL DEFAULT 0,
  baremetal       boolean NOT NULL DEFAULT false,
  -- Price of one node per hour.
  price           double precision NOT NULL,
  currency        text NOT NULL DEFAULT 'cny',
  status          text NOT NULL DEFAULT 'on_sale' CHECK (status IN ('on_sale', 'off_sale'))
);
CREATE INDEX skus_zone ON skus (zone, status, role, instance_class, cpu, memory, gpu);

CREATE TABLE routers (
  router_id    text PRIMARY KEY,
  router_name  text NOT NULL,
  description  text NOT NULL DEFAULT '',
  status       text NOT NULL DEFAULT 'active',
  ip_network   text NOT NULL,
  private_ip   text NOT NULL,
  eip_id       text,
  owner        text NOT NULL,
  zone         text NOT NULL,
  create_time  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX routers_owner ON routers (owner, zone, create_time DESC);

-- owner NULL: a zone's base network, seen by every user of the zone (vxnet-0, vxnet-1, vxnet-ks).
CREATE TABLE vxnets (
  vxnet_id     text NOT NULL,
  zone         text NOT NULL,
  vxnet_name   text NOT NULL,
  description  text NOT NULL DEFAULT '',
  vxnet_type   integer NOT NULL CHECK (vxnet_type IN (1, 2)),
  mode         integer NOT NULL CHECK (mode IN (0, 1, 2)),
  router_id    text REFERENCES routers (router_id),
  ip_network   text,
  owner        text,
  create_time  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (zone, vxnet_id),
  CHECK (mode <> 2 OR vxnet_type = 2)
);
CREATE INDEX vxnets_owner ON vxnets (owner, zone, create_time DESC);

-- status is the EIP's own state; 'available' EIPs read as 'associated' while a node or router holds them.
CREATE TABLE eips (
  eip_id          text PRIMARY KEY,
  eip_name        text NOT NULL DEFAULT '',
  description     text NOT NULL DEFAULT '',
  eip_addr        text NOT NULL,
  bandwidth       integer NOT NULL,
  billing_mode    text NOT NULL DEFAULT 'bandwidth',
  status          text NOT NULL DEFAULT 'available',
  associate_mode  integer NOT NULL DEFAULT 0,
  owner           text NOT NULL,
  zone            text NOT NULL,
  create_time     timestamptz NOT NULL DEFAULT now(),
  status_time     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX eips_owner ON eips (owner, zone, create_time DESC);
CREATE INDEX cluster_nodes_eip ON cluster_nodes (eip_id) WHERE eip_id IS NOT NULL;
