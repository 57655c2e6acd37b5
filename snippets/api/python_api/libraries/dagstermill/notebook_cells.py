# Cells of score_customers.ipynb, shown as one module.
# [start:inside_notebook]
import dagster as dg
import dagstermill

# Cell tagged "parameters": defaults for running the notebook by hand.
# When Dagster runs the notebook, it injects a cell that replaces them.
context = dagstermill.get_context(op_config={"threshold": 30.0})
orders = [{"customer_id": 7, "amount": 42.0}]

# Analysis cells.
threshold = context.op_config["threshold"]
scores = {order["customer_id"]: order["amount"] > threshold for order in orders}
context.log.info(f"Scored {len(scores)} customers")

# Report results back to Dagster.
dagstermill.yield_event(dg.AssetObservation(asset_key="customer_scores", metadata={"count": len(scores)}))
dagstermill.yield_result(scores, output_name="scores")
# [end:inside_notebook]
