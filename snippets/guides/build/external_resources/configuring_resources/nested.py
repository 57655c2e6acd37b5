import dagster as dg


class CloudCredentials(dg.ConfigurableResource):
    account_id: str
    api_key: str


class ObjectStore(dg.ConfigurableResource):
    credentials: CloudCredentials
    bucket: str

    def url_for(self, key: str) -> str:
        return f"store://{self.credentials.account_id}/{self.bucket}/{key}"


class QueryEngine(dg.ConfigurableResource):
    credentials: CloudCredentials
    region: str = "eu-west-1"

    def endpoint(self) -> str:
        return f"https://query.{self.region}.example.com/{self.credentials.account_id}"


@dg.asset
def export_location(
    context: dg.AssetExecutionContext, store: ObjectStore, engine: QueryEngine
) -> str:
    url = store.url_for("exports/daily.parquet")
    context.log.info(f"Exporting from {engine.endpoint()} to {url}")
    return url


credentials = CloudCredentials(
    account_id=dg.EnvVar("CLOUD_ACCOUNT_ID"),
    api_key=dg.EnvVar("CLOUD_API_KEY"),
)

defs = dg.Definitions(
    assets=[export_location],
    resources={
        "store": ObjectStore(credentials=credentials, bucket="analytics-exports"),
        "engine": QueryEngine(credentials=credentials),
    },
)
