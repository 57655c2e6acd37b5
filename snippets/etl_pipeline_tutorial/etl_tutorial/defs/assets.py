import csv
# [start:loader]
from pathlib import Path

import dagster as dg
from dagster_duckdb import DuckDBResource

# Relative to the project root: run Dagster from the folder that holds data/.
DATA_DIR = Path("data")


def load_csv_table(database: DuckDBResource, table: str, csv_file: str) -> dg.MaterializeResult:
    """Replace a DuckDB table with the rows of one CSV file from the data folder."""
    csv_path = (DATA_DIR / csv_file).as_posix()
    with database.get_connection() as conn:
        conn.execute(
            f"create or replace table {table} as select * from read_csv_auto('{csv_path}')"
        )
        row_count = conn.execute(f"select count(*) from {table}").fetchone()[0]
    return dg.MaterializeResult(
        metadata={
            "dagster/row_count": row_count,
            "source_file": dg.MetadataValue.path(csv_path),
        }
    )
# [end:loader]


# [start:raw_assets]
@dg.asset(kinds={"duckdb"}, group_name="ingestion")
def products(database: DuckDBResource) -> dg.MaterializeResult:
    """The product catalog: name, category, and unit price of each product."""
    return load_csv_table(database, "products", "products.csv")


@dg.asset(kinds={"duckdb"}, group_name="ingestion")
def sales_reps(database: DuckDBResource) -> dg.MaterializeResult:
    """The sales representatives and the team each one works in."""
    return load_csv_table(database, "sales_reps", "sales_reps.csv")


@dg.asset(kinds={"duckdb"}, group_name="ingestion")
def sales_data(database: DuckDBResource) -> dg.MaterializeResult:
    """Order lines: which product sold, when, through which rep, and for how much."""
    return load_csv_table(database, "sales_data", "sales_data.csv")
# [end:raw_assets]


# [start:enriched_sales]
@dg.asset(
    deps=[products, sales_reps, sales_data],
    kinds={"duckdb"},
    group_name="transformation",
)
def enriched_sales(database: DuckDBResource) -> dg.MaterializeResult:
    """Each order line with the names of its product and sales rep added."""
    query = """
        create or replace table enriched_sales as
        select
            s.order_id,
            s.order_date,
            s.quantity,
            s.dollar_amount,
            r.rep_name,
            r.team,
            p.product_name,
            p.category
        from sales_data as s
        left join sales_reps as r on s.rep_id = r.rep_id
        left join products as p on s.product_id = p.product_id
    """
    with database.get_connection() as conn:
        conn.execute(query)
        row_count, revenue = conn.execute(
            "select count(*), sum(dollar_amount) from enriched_sales"
        ).fetchone()
    return dg.MaterializeResult(
        metadata={
            "dagster/row_count": row_count,
            "total_revenue": round(revenue or 0.0, 2),
        }
    )
# [end:enriched_sales]


# [start:checks]
@dg.asset_check(asset=sales_data, description="Quantities and amounts are above zero.")
def sales_data_amounts_are_positive(database: DuckDBResource) -> dg.AssetCheckResult:
    with database.get_connection() as conn:
        bad_rows = conn.execute(
            "select count(*) from sales_data where quantity <= 0 or dollar_amount <= 0"
        ).fetchone()[0]
    return dg.AssetCheckResult(
        passed=bad_rows == 0,
        severity=dg.AssetCheckSeverity.WARN,
        metadata={"bad_rows": bad_rows},
    )


@dg.asset_check(asset=enriched_sales, description="Every order matched a product and a rep.")
def enriched_sales_has_no_orphans(database: DuckDBResource) -> dg.AssetCheckResult:
    with database.get_connection() as conn:
        rows = conn.execute(
            """
            select order_id from enriched_sales
            where product_name is null or rep_name is null
            order by order_id
            """
        ).fetchall()
    orphan_ids = [str(row[0]) for row in rows]
    return dg.AssetCheckResult(
        passed=len(orphan_ids) == 0,
        metadata={
            "orphan_rows": len(orphan_ids),
            "orphan_order_ids": ", ".join(orphan_ids) or "none",
        },
    )
# [end:checks]


# [start:monthly_performance]
monthly_partitions = dg.MonthlyPartitionsDefinition(start_date="2025-01-01")


@dg.asset(
    partitions_def=monthly_partitions,
    deps=[enriched_sales],
    kinds={"duckdb"},
    group_name="analysis",
)
def monthly_sales_performance(
    context: dg.AssetExecutionContext, database: DuckDBResource
) -> dg.MaterializeResult:
    """Orders and revenue per sales rep, one partition per calendar month."""
    month = context.partition_key[:7]  # the key "2025-02-01" becomes "2025-02"
    with database.get_connection() as conn:
        conn.execute(
            """
            create table if not exists monthly_sales_performance (
                month varchar, rep_name varchar, orders bigint, revenue double
            )
            """
        )
        conn.execute("delete from monthly_sales_performance where month = ?", [month])
        conn.execute(
            """
            insert into monthly_sales_performance
            select cast(? as varchar), rep_name, count(*), sum(dollar_amount)
            from enriched_sales
            where strftime(order_date, '%Y-%m') = ?
            group by rep_name
            """,
            [month, month],
        )
        row_count = conn.execute(
            "select count(*) from monthly_sales_performance where month = ?", [month]
        ).fetchone()[0]
    context.log.info(f"Wrote {row_count} rep rows for {month}")
    return dg.MaterializeResult(metadata={"month": month, "dagster/row_count": row_count})
# [end:monthly_performance]


# [start:category_performance]
product_categories = dg.StaticPartitionsDefinition(["Camping", "Climbing", "Footwear"])


@dg.asset(
    partitions_def=product_categories,
    deps=[enriched_sales],
    kinds={"duckdb"},
    group_name="analysis",
    # [start:category_automation]
    automation_condition=dg.AutomationCondition.eager(),
    # [end:category_automation]
)
def category_performance(
    context: dg.AssetExecutionContext, database: DuckDBResource
) -> dg.MaterializeResult:
    """Units sold and revenue per product, one partition per product category."""
    category = context.partition_key
    with database.get_connection() as conn:
        conn.execute(
            """
            create table if not exists category_performance (
                category varchar, product_name varchar, units bigint, revenue double
            )
            """
        )
        conn.execute("delete from category_performance where category = ?", [category])
        conn.execute(
            """
            insert into category_performance
            select cast(? as varchar), product_name, sum(quantity), sum(dollar_amount)
            from enriched_sales
            where category = ?
            group by product_name
            """,
            [category, category],
        )
        row_count = conn.execute(
            "select count(*) from category_performance where category = ?", [category]
        ).fetchone()[0]
    return dg.MaterializeResult(metadata={"category": category, "dagster/row_count": row_count})
# [end:category_performance]


# [start:sales_report]
REPORTS_DIR = DATA_DIR / "reports"


class SalesReportConfig(dg.Config):
    """One report request: a product category and an inclusive date range."""

    report_name: str
    category: str
    start_date: str
    end_date: str


@dg.asset(deps=[enriched_sales], kinds={"duckdb"}, group_name="reports")
def sales_report(config: SalesReportConfig, database: DuckDBResource) -> dg.MaterializeResult:
    """Revenue per sales rep for the requested category and dates, saved as a CSV file."""
    query = """
        select rep_name, count(*) as orders, sum(dollar_amount) as revenue
        from enriched_sales
        where category = ?
          and order_date between cast(? as date) and cast(? as date)
        group by rep_name
        order by revenue desc
    """
    params = [config.category, config.start_date, config.end_date]
    with database.get_connection() as conn:
        rows = conn.execute(query, params).fetchall()

    REPORTS_DIR.mkdir(parents=True, exist_ok=True)
    report_path = REPORTS_DIR / f"{config.report_name}.csv"
    with report_path.open("w", newline="") as report_file:
        writer = csv.writer(report_file)
        writer.writerow(["rep_name", "orders", "revenue"])
        writer.writerows(rows)

    return dg.MaterializeResult(
        metadata={
            "report_path": dg.MetadataValue.path(report_path.as_posix()),
            "category": config.category,
            "dagster/row_count": len(rows),
        }
    )
# [end:sales_report]
