import dagster as dg
from dagster_mysql import MySQLResource


# [start:resource]
@dg.asset
def open_orders_by_region(mysql: MySQLResource) -> dict[str, int]:
    with mysql.get_connection() as conn:
        cursor = conn.cursor()
        cursor.execute(
            "SELECT region, COUNT(*) FROM orders WHERE status = %s GROUP BY region",
            ("open",),
        )
        counts = {region: count for region, count in cursor.fetchall()}
        cursor.close()
    return counts


defs = dg.Definitions(
    assets=[open_orders_by_region],
    resources={
        "mysql": MySQLResource(
            host="mysql.internal",
            port=3306,
            user="analytics",
            password=dg.EnvVar("MYSQL_PASSWORD"),
            database="shop",
            additional_parameters={"connection_timeout": 10},
        ),
    },
)
# [end:resource]


# [start:write]
@dg.asset(deps=[open_orders_by_region])
def archived_orders(mysql: MySQLResource) -> None:
    with mysql.get_connection() as conn:
        cursor = conn.cursor()
        cursor.execute(
            "INSERT INTO orders_archive SELECT * FROM orders WHERE created_at < NOW() - INTERVAL 1 YEAR"
        )
        cursor.execute("DELETE FROM orders WHERE created_at < NOW() - INTERVAL 1 YEAR")
        # mysql-connector does not autocommit by default.
        conn.commit()
        cursor.close()
# [end:write]
