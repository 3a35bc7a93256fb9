-- Public complaint statistics (docs/decisions/0043-public-complaint-statistics.md): complaints
-- filed on closed Bogotá days, counted per quarter, entity, product, reason and department by the
-- daily public-statistics job (src/domain/public-statistics/refresh.ts). The public page and the
-- open-data API read these rows only, never the complaints: structured codes and counts, no
-- consumer's data. The job replaces every row in one transaction.
CREATE TABLE public_statistics_cells (
  -- The Bogotá quarter of the filing day, `YYYY-Tn` (sorts as it reads).
  quarter text NOT NULL,
  tipo_entidad integer NOT NULL,
  entidad_cod text NOT NULL,
  -- -1 / '' when the complaint has no code (shown as «No informado»).
  producto_cod integer NOT NULL,
  macro_motivo_cod integer NOT NULL,
  departamento_cod text NOT NULL,
  complaints integer NOT NULL,
  -- Answered (states 4 and 5), and of those answered within the legal term (plain complaint term
  -- and its extension, business days of the deadline engine's calendar).
  answered integer NOT NULL,
  on_time integer NOT NULL,
  -- Decided (a_favor_de 1, 2 or 3) and of those in the consumer's favour (1).
  decided integer NOT NULL,
  favourable integer NOT NULL,
  -- Escalated to the consumer defender (state 7 or escalamiento_dcf = 1).
  escalated integer NOT NULL,
  -- The business days used to answer, as a sparse histogram: day_values[i] days, day_counts[i] complaints.
  day_values integer[] NOT NULL DEFAULT '{}',
  day_counts integer[] NOT NULL DEFAULT '{}'
);
CREATE INDEX public_statistics_cells_quarter_idx
  ON public_statistics_cells (quarter, tipo_entidad, entidad_cod, producto_cod, departamento_cod);

-- One row: the last refresh. `generation` changes with every refresh (caches and ETags key on it).
CREATE TABLE public_statistics_refresh (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  closed_through date NOT NULL,
  first_day date NOT NULL,
  refreshed_at timestamptz NOT NULL,
  generation bigint NOT NULL
);

-- The size of a supervised entity (customers or contracts) in a year, where it is known: the
-- denominator of "quejas por cada 10.000 clientes". Entered by the authority (or the demo seed).
CREATE TABLE entity_customer_counts (
  tipo_entidad integer NOT NULL,
  entidad_cod text NOT NULL,
  year integer NOT NULL CHECK (year BETWEEN 2000 AND 2100),
  customers bigint NOT NULL CHECK (customers > 0),
  PRIMARY KEY (tipo_entidad, entidad_cod, year),
  FOREIGN KEY (tipo_entidad, entidad_cod) REFERENCES supervised_entities (tipo_entidad, entidad_cod)
);
