from dagster_pipes import open_dagster_pipes


def count_signups(region: str) -> int:
    # Stand-in for a query against your product database.
    return {"emea": 412, "amer": 977}.get(region, 0)


def main() -> None:
    with open_dagster_pipes() as pipes:
        region = pipes.get_extra("region")
        pipes.log.info(f"Counting sign-ups for {region}")
        total = count_signups(region)
        pipes.report_asset_materialization(metadata={"signups": total, "region": region})


if __name__ == "__main__":
    main()
