from dagster_pipes import PipesMappingParamsLoader, open_dagster_pipes


def fetch_rates(base: str) -> dict:
    # Stand-in for a call to a rates API.
    return {"USD": 1.08, "GBP": 0.85, "JPY": 161.2}


def lambda_handler(event, context):
    # The bootstrap values are keys of the event, not environment variables.
    with open_dagster_pipes(params_loader=PipesMappingParamsLoader(event)) as pipes:
        base = event["base_currency"]
        rates = fetch_rates(base)
        pipes.log.info(f"Fetched {len(rates)} rates against {base}")
        pipes.report_asset_materialization(metadata={"currencies": len(rates)})
    return {"status": "ok"}
