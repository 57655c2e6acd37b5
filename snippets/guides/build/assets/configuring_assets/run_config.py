import dagster as dg


class ThresholdConfig(dg.Config):
    minimum_amount: float = 100.0


@dg.asset
def large_orders(config: ThresholdConfig) -> list[float]:
    amounts = [25.0, 140.0, 310.5, 99.9]
    return [amount for amount in amounts if amount >= config.minimum_amount]


# A job that always runs with a fixed configuration.
strict_large_orders_job = dg.define_asset_job(
    "strict_large_orders_job",
    selection=[large_orders],
    config=dg.RunConfig(ops={"large_orders": ThresholdConfig(minimum_amount=300.0)}),
)

defs = dg.Definitions(assets=[large_orders], jobs=[strict_large_orders_job])


if __name__ == "__main__":
    # Materialize in-process, for example in a test or a notebook.
    result = dg.materialize(
        [large_orders],
        run_config=dg.RunConfig(ops={"large_orders": ThresholdConfig(minimum_amount=50.0)}),
    )
    print(result.output_for_node("large_orders"))
