import sqlite3

import dagster as dg

ORDERS_DB = "data/shop.db"


class RefundConfig(dg.Config):
    order_id: int


@dg.asset
def refund_audit(context: dg.AssetExecutionContext, config: RefundConfig) -> None:
    context.log.info(f"Auditing refund for order {config.order_id}")


refund_job = dg.define_asset_job("refund_job", selection=[refund_audit])


@dg.sensor(job=refund_job, minimum_interval_seconds=120)
def refund_sensor(context: dg.SensorEvaluationContext) -> dg.SensorResult:
    last_id = int(context.cursor) if context.cursor else 0

    with sqlite3.connect(ORDERS_DB) as conn:
        rows = conn.execute(
            "SELECT id FROM orders WHERE status = 'refunded' AND id > ? ORDER BY id",
            (last_id,),
        ).fetchall()

    if not rows:
        return dg.SensorResult(skip_reason=f"No refunds after order {last_id}")

    order_ids = [row[0] for row in rows]
    return dg.SensorResult(
        run_requests=[
            dg.RunRequest(
                run_key=f"refund-{order_id}",
                run_config={"ops": {"refund_audit": {"config": {"order_id": order_id}}}},
            )
            for order_id in order_ids
        ],
        # The new cursor is saved only if the evaluation succeeds.
        cursor=str(order_ids[-1]),
    )


defs = dg.Definitions(assets=[refund_audit], jobs=[refund_job], sensors=[refund_sensor])
