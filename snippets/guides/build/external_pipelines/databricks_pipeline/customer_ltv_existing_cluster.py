from dagster_pipes import (
    PipesCliArgsParamsLoader,
    PipesDbfsContextLoader,
    PipesDbfsMessageWriter,
    open_dagster_pipes,
)


def main() -> None:
    # On an existing cluster the bootstrap values arrive as task parameters,
    # which Databricks passes to the script as command-line arguments.
    with open_dagster_pipes(
        params_loader=PipesCliArgsParamsLoader(),
        context_loader=PipesDbfsContextLoader(),
        message_writer=PipesDbfsMessageWriter(),
    ) as pipes:
        pipes.log.info("Running on a shared all-purpose cluster")
        pipes.report_asset_materialization()


if __name__ == "__main__":
    main()
