import dagster as dg


@dg.asset
def subscribers() -> int:
    return 1_500


@dg.asset
def churned_subscribers(subscribers: int) -> int:
    return subscribers // 20


# Collects subscribers and churned_subscribers from this file.
defs = dg.Definitions(assets=dg.load_assets_from_current_module(group_name="subscriptions"))
