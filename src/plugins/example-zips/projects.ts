/**
 * The projects a reader can download whole. Each is assembled from the
 * snippet files its pages include, so the zip holds exactly the code the
 * pages show, laid out as the project layout on the landing page describes.
 */

export interface SourceFolder {
  /** Folder under snippets/. */
  from: string;
  /** Folder inside the project (`''` is the project root). */
  to: string;
  /** Which files of `from` go in, tested on their path relative to `from`; every file by default. */
  match?: RegExp;
}

export interface ExtraRequirement {
  /** A requirement string for pyproject.toml. */
  requirement: string;
  /** Why it is needed although no Python file imports it. */
  reason: string;
}

export interface RemoteImport {
  /** Path inside the project. */
  file: string;
  module: string;
  /** Where the import runs instead of the reader's environment. */
  reason: string;
}

export interface ExampleProject {
  /** Stable download name: `/downloads/<zip>.zip`. */
  zip: string;
  /** Folder the zip unpacks to, and the folder every command runs in. */
  folder: string;
  /** The Python package that holds the definitions. */
  packageName: string;
  title: string;
  /** What the project does, for its README (our words). */
  summary: string;
  /** The page the project comes from; the build fails when it is not a route. */
  route: string;
  sources: SourceFolder[];
  extraRequirements?: ExtraRequirement[];
  remoteImports?: RemoteImport[];
  /** Project-specific steps for the README, one paragraph each. */
  notes: string[];
}

const PYTHON_FILE = /^[^/]+\.py$/;

export const EXAMPLE_PROJECTS: readonly ExampleProject[] = [
  {
    zip: 'etl-tutorial',
    folder: 'etl-tutorial',
    packageName: 'etl_tutorial',
    title: 'ETL pipeline tutorial',
    summary:
      'Loads three CSV files of sales data into DuckDB, joins and aggregates them into monthly and per-category analyses, checks the data, and writes reports on request. This is the finished project of the tutorial, after the refactoring step.',
    route: '/etl-pipeline-tutorial/',
    // steps/ holds the per-step variants of definitions.py the pages show on the way; the zip ships the end state.
    sources: [
      {from: 'etl_pipeline_tutorial/etl_tutorial', to: 'etl_tutorial'},
      {from: 'etl_pipeline_tutorial/data', to: 'data'},
    ],
    notes: [
      'The code reads `data/` relative to the folder you start Dagster in, so run every command from this folder. The first run creates the database `data/sales.duckdb`.',
      'The report sensor picks up JSON files in `data/requests/`; `camping_q1.json` is one such request. Reports land in `data/reports/`.',
    ],
  },
  {
    zip: 'example-bluesky',
    folder: 'bluesky-analytics',
    packageName: 'bluesky_analytics',
    title: 'Bluesky analytics',
    summary:
      'Collects recent posts of the members of Bluesky starter packs into a Cloudflare R2 bucket, models them with dbt on DuckDB, and refreshes a Power BI report when the tables change.',
    route: '/examples/bluesky/',
    sources: [
      {from: 'examples/bluesky', to: 'bluesky_analytics', match: PYTHON_FILE},
      {from: 'examples/bluesky/dbt_project', to: 'dbt_project'},
    ],
    extraRequirements: [{requirement: 'dbt-duckdb', reason: 'the dbt adapter the profile in dbt_project/profiles.yml uses'}],
    notes: [
      'Put the AT URI of a real starter pack in `STARTER_PACKS` in `bluesky_analytics/ingestion.py` before the first run.',
      'The dbt project is in `dbt_project/`. Under `dagster dev` it is parsed when the code loads, so dbt must be able to read `dbt_project/profiles.yml` (the R2 variables above). `DBT_TARGET` picks the profile target and defaults to `dev`.',
      'The Power BI assets call the Power BI API when the code loads. To start without Power BI, remove `dashboard_assets` and the `powerbi` resource from `bluesky_analytics/definitions.py`.',
      '`bluesky_analytics/dev_resources.py` is the smaller development binding of the Bluesky resource shown on the rate-limiting page; `definitions.py` does not use it.',
    ],
  },
  {
    zip: 'example-llm-fine-tuning',
    folder: 'genre-classifier',
    packageName: 'genre_classifier',
    title: 'Genre classifier (LLM fine-tuning)',
    summary:
      'Downloads Goodreads graphic novel data into DuckDB, labels books by genre, writes training and validation files, fine-tunes an OpenAI model on them and checks that it beats the base model.',
    route: '/examples/llm-fine-tuning/',
    sources: [{from: 'examples/llm_fine_tuning', to: 'genre_classifier'}],
    notes: [
      'The ingestion assets download the Goodreads files over the network. The database and the JSONL files go to `data/`, created on the first run.',
      'The fine-tuning job and the evaluation are billed to your OpenAI account.',
    ],
  },
  {
    zip: 'example-modal',
    folder: 'podcast-digest',
    packageName: 'podcast_digest',
    title: 'Podcast digest (Modal)',
    summary:
      'Watches podcast RSS feeds, stores new episodes in Cloudflare R2, transcribes them on a GPU in Modal, summarizes the transcripts with OpenAI and emails the summary.',
    route: '/examples/modal/',
    sources: [
      {from: 'examples/modal', to: 'podcast_digest', match: /^(?!transcribe\.py$)[^/]+\.py$/},
      {from: 'examples/modal', to: 'modal_app', match: /^transcribe\.py$/},
    ],
    remoteImports: [{file: 'modal_app/transcribe.py', module: 'whisper', reason: 'installed in the Modal container image, not locally'}],
    notes: [
      '`modal_app/transcribe.py` is the Modal application; it is not part of the installed package. Log the Modal CLI in once with `modal setup`, and create the `r2-credentials` Modal secret as the page describes.',
      'Replace the example feed URLs in `podcast_digest/definitions.py` with real ones.',
    ],
  },
  {
    zip: 'example-prompt-engineering',
    folder: 'station-finder',
    packageName: 'station_finder',
    title: 'Station finder (prompt engineering)',
    summary:
      'Turns a driver\'s request into search parameters with Claude, finds nearby fuel stations through the NREL API, and asks Claude which of them are open now.',
    route: '/examples/prompt-engineering/',
    sources: [{from: 'examples/prompt_engineering', to: 'station_finder'}],
    notes: [
      'The NREL API key is free from the NREL developer network. The API covers stations in the United States.',
      '`station_finder/rural_resources.py` is the wider-radius binding of the stations resource shown on the custom resource page; `definitions.py` does not use it.',
    ],
  },
  {
    zip: 'example-rag',
    folder: 'docs-assistant',
    packageName: 'docs_assistant',
    title: 'Docs assistant (retrieval-augmented generation)',
    summary:
      'Collects GitHub issues, discussions and documentation pages, embeds them with OpenAI into a Pinecone index, and answers questions from the closest passages.',
    route: '/examples/rag/',
    sources: [{from: 'examples/rag', to: 'docs_assistant'}],
    notes: ['The first run creates the serverless Pinecone index the code names, under your Pinecone account.'],
  },
];
