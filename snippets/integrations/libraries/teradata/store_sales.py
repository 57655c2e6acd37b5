import dagster as dg
from dagster_aws.s3 import S3Resource
from dagster_teradata import TeradataResource


@dg.asset(required_resource_keys={"teradata", "s3"}, kinds={"teradata"})
def raw_pos_transactions(context: dg.AssetExecutionContext) -> None:
    """Point-of-sale transactions loaded from the nightly S3 export."""
    teradata = context.resources.teradata
    teradata.drop_table("raw_pos_transactions")
    # Vantage reads the files itself through Native Object Store (NOS).
    teradata.s3_to_teradata(
        context.resources.s3,
        "/s3/acme-pos-exports.s3.amazonaws.com/transactions/",
        "raw_pos_transactions",
        teradata_authorization_name="pos_exports_auth",
    )


@dg.asset(
    deps=[raw_pos_transactions],
    required_resource_keys={"teradata"},
    kinds={"teradata"},
)
def daily_store_sales(context: dg.AssetExecutionContext) -> dg.MaterializeResult:
    """Revenue per store and day, rebuilt from the raw transactions."""
    teradata = context.resources.teradata
    teradata.drop_table("daily_store_sales")
    teradata.execute_query(
        """
        CREATE TABLE daily_store_sales AS (
            SELECT store_id, CAST(sold_at AS DATE) AS sales_date, SUM(amount) AS revenue
            FROM raw_pos_transactions
            GROUP BY 1, 2
        ) WITH DATA
        """
    )
    # With single_result_row=True, execute_query returns the first value of the first row.
    row_count = teradata.execute_query(
        "SELECT COUNT(*) FROM daily_store_sales",
        fetch_results=True,
        single_result_row=True,
    )
    return dg.MaterializeResult(metadata={"dagster/row_count": int(row_count)})


@dg.asset(deps=[daily_store_sales], kinds={"teradata"})
def underperforming_stores(teradata: TeradataResource) -> list[int]:
    """Stores whose revenue yesterday was below 5,000."""
    with teradata.get_connection() as conn:
        cursor = conn.cursor()
        cursor.execute(
            "SELECT store_id FROM daily_store_sales "
            "WHERE sales_date = CURRENT_DATE - 1 AND revenue < 5000"
        )
        return [row[0] for row in cursor.fetchall()]


defs = dg.Definitions(
    assets=[raw_pos_transactions, daily_store_sales, underperforming_stores],
    resources={
        "teradata": TeradataResource(
            host=dg.EnvVar("TERADATA_HOST"),
            user=dg.EnvVar("TERADATA_USER"),
            password=dg.EnvVar("TERADATA_PASSWORD"),
            database=dg.EnvVar("TERADATA_DATABASE"),
        ),
        "s3": S3Resource(region_name="us-east-1"),
    },
)
