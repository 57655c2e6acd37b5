import boto3
from dagster_pipes import PipesCliArgsParamsLoader, PipesS3ContextLoader, open_dagster_pipes


def main() -> None:
    with open_dagster_pipes(
        # Read --dagster-pipes-context and --dagster-pipes-messages from the job arguments.
        params_loader=PipesCliArgsParamsLoader(),
        # Download the context file that PipesS3ContextInjector wrote.
        context_loader=PipesS3ContextLoader(client=boto3.client("s3")),
    ) as pipes:
        snapshot_date = pipes.get_extra("snapshot_date")
        pipes.log.info(f"Building the customer dimension for {snapshot_date}")
        customers = 48210  # stand-in for the real transformation
        pipes.report_asset_materialization(metadata={"customers": customers})


if __name__ == "__main__":
    main()
