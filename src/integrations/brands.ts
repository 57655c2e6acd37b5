/**
 * Integration folder or page name (under docs/integrations/libraries) → the
 * simple-icons export that draws its brand. Integrations missing here have no
 * icon in simple-icons 16.37 (several vendors asked for removal) and get a
 * monogram instead. Checked by hand: a similar name is not the same brand
 * (simple-icons' "Delta" is the airline, not Delta Lake).
 */
export const BRAND_ICONS: Readonly<Record<string, string>> = {
  airbyte: 'siAirbyte',
  anthropic: 'siAnthropic',
  databricks: 'siDatabricks',
  datadog: 'siDatadog',
  dlt: 'siDlthub',
  docker: 'siDocker',
  duckdb: 'siDuckdb',
  gcp: 'siGooglecloud',
  gemini: 'siGooglegemini',
  github: 'siGithub',
  hashicorp: 'siVault',
  jupyter: 'siJupyter',
  kubernetes: 'siKubernetes',
  looker: 'siLooker',
  modal: 'siModal',
  pagerduty: 'siPagerduty',
  pandas: 'siPandas',
  polars: 'siPolars',
  prometheus: 'siPrometheus',
  qdrant: 'siQdrant',
  snowflake: 'siSnowflake',
  spark: 'siApachespark',
  teradata: 'siTeradata',
  wandb: 'siWeightsandbiases',
};
