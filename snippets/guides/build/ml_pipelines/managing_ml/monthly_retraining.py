import zlib

import dagster as dg
import pandas as pd
from sklearn.datasets import make_regression
from sklearn.linear_model import Ridge
from sklearn.metrics import mean_absolute_error
from sklearn.model_selection import train_test_split

monthly = dg.MonthlyPartitionsDefinition(start_date="2025-01-01")


@dg.asset(partitions_def=monthly)
def monthly_demand(context: dg.AssetExecutionContext) -> pd.DataFrame:
    """One month of demand history. Synthetic here; a warehouse query in practice."""
    seed = zlib.crc32(context.partition_key.encode())
    X, y = make_regression(n_samples=500, n_features=4, noise=8.0, random_state=seed)
    frame = pd.DataFrame(X, columns=["price", "promo", "temperature", "weekday"])
    frame["units"] = y
    return frame


@dg.asset(partitions_def=monthly, code_version="2")
def demand_model(context: dg.AssetExecutionContext, monthly_demand: pd.DataFrame) -> Ridge:
    X = monthly_demand.drop(columns="units")
    X_train, X_test, y_train, y_test = train_test_split(
        X, monthly_demand["units"], test_size=0.2, random_state=0
    )
    model = Ridge(alpha=1.0).fit(X_train, y_train)
    mae = float(mean_absolute_error(y_test, model.predict(X_test)))
    context.add_output_metadata({"mae": mae, "month": context.partition_key})
    return model


retraining_job = dg.define_asset_job(
    "monthly_retraining", selection=[monthly_demand, demand_model]
)

# Runs shortly after each month ends, for the month that just closed.
monthly_retraining_schedule = dg.build_schedule_from_partitioned_job(retraining_job)

defs = dg.Definitions(
    assets=[monthly_demand, demand_model],
    jobs=[retraining_job],
    schedules=[monthly_retraining_schedule],
)
