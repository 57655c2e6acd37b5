import dagster as dg


class CloudCredentials(dg.ConfigurableResource):
    account_id: str
    api_key: str


class ObjectStore(dg.ConfigurableResource):
    credentials: CloudCredentials
    bucket: str

    def url_for(self, key: str) -> str:
        return f"store://{self.credentials.account_id}/{self.bucket}/{key}"


@dg.asset
def export_location(store: ObjectStore) -> str:
    return store.url_for("exports/daily.parquet")


credentials = CloudCredentials.configure_at_launch()

defs = dg.Definitions(
    assets=[export_location],
    resources={
        # Listed under its own key so the Launchpad can ask for its config.
        "credentials": credentials,
        "store": ObjectStore(credentials=credentials, bucket="analytics-exports"),
    },
)
