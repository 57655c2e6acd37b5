import dagster as dg
import pandas as pd
from dagster_snowflake_pandas import SnowflakePandasIOManager

# [start:external_table]
# CARRIERS is maintained by another team; Dagster only reads it.
carriers = dg.AssetSpec(
    key=["reference", "carriers"],
    description="Carrier master data, maintained in Snowflake by the logistics team.",
).with_io_manager_key("io_manager")
# [end:external_table]


# [start:assets]
@dg.asset(key_prefix=["raw"], kinds={"pandas", "snowflake"})
def carrier_scans() -> pd.DataFrame:
    """Parcel scans exported by our carriers."""
    return pd.read_csv("data/carrier_scans.csv", parse_dates=["scanned_at"])


@dg.asset(
    key_prefix=["analytics"],
    ins={
        "carrier_scans": dg.AssetIn(key=["raw", "carrier_scans"]),
        "carriers": dg.AssetIn(key=["reference", "carriers"]),
    },
    kinds={"pandas", "snowflake"},
)
def deliveries_per_carrier(
    carrier_scans: pd.DataFrame, carriers: pd.DataFrame
) -> pd.DataFrame:
    """Delivered parcels per carrier, with the carrier's display name."""
    delivered = carrier_scans[carrier_scans["event"] == "delivered"]
    counts = delivered.groupby("carrier", as_index=False).size()
    # Column names come back from Snowflake in lowercase.
    return counts.merge(carriers[["carrier", "display_name"]], on="carrier", how="left")
# [end:assets]


# [start:definitions]
defs = dg.Definitions(
    assets=[carriers, carrier_scans, deliveries_per_carrier],
    resources={
        "io_manager": SnowflakePandasIOManager(
            account=dg.EnvVar("SNOWFLAKE_ACCOUNT"),
            user=dg.EnvVar("SNOWFLAKE_USER"),
            password=dg.EnvVar("SNOWFLAKE_PASSWORD"),
            database="LOGISTICS",
            warehouse="TRANSFORM_WH",
            role="PIPELINE_ROLE",
        )
    },
)
# [end:definitions]
