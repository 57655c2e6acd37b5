import json
import os
import sqlite3

import dagster as dg


# [start:configurable_io_manager]
class JsonFileIOManager(dg.ConfigurableIOManager):
    """Stores each asset as a JSON file under base_dir."""

    base_dir: str

    def _path(self, context) -> str:
        # AssetKey(["sales", "daily_orders"]) -> <base_dir>/sales/daily_orders.json
        return os.path.join(self.base_dir, *context.asset_key.path) + ".json"

    def handle_output(self, context: dg.OutputContext, obj) -> None:
        path = self._path(context)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            json.dump(obj, f)
        context.add_output_metadata({"path": dg.MetadataValue.path(path), "rows": len(obj)})

    def load_input(self, context: dg.InputContext):
        # upstream_output describes the asset that produced the value.
        with open(self._path(context.upstream_output)) as f:
            return json.load(f)


@dg.asset(key_prefix="sales")
def daily_orders() -> list[dict]:
    return [{"order_id": 1, "total": 25.0}, {"order_id": 2, "total": 40.5}]


@dg.asset(key_prefix="sales")
def order_revenue(daily_orders: list[dict]) -> float:
    return sum(order["total"] for order in daily_orders)


defs = dg.Definitions(
    assets=[daily_orders, order_revenue],
    resources={"io_manager": JsonFileIOManager(base_dir="data/warehouse")},
)
# [end:configurable_io_manager]


# [start:configurable_io_manager_factory]
class SqliteRowsIOManager(dg.IOManager):
    """Writes lists of rows to one SQLite table per asset."""

    def __init__(self, connection: sqlite3.Connection):
        self._conn = connection

    def handle_output(self, context: dg.OutputContext, obj: list[dict]) -> None:
        table = "_".join(context.asset_key.path)
        self._conn.execute(f"CREATE TABLE IF NOT EXISTS {table} (payload TEXT)")
        self._conn.execute(f"DELETE FROM {table}")
        self._conn.executemany(
            f"INSERT INTO {table} VALUES (?)", [(json.dumps(row),) for row in obj]
        )
        self._conn.commit()

    def load_input(self, context: dg.InputContext) -> list[dict]:
        table = "_".join(context.upstream_output.asset_key.path)
        rows = self._conn.execute(f"SELECT payload FROM {table}").fetchall()
        return [json.loads(payload) for (payload,) in rows]


class SqliteRowsIOManagerFactory(dg.ConfigurableIOManagerFactory):
    database_path: str

    def create_io_manager(self, context: dg.InitResourceContext) -> SqliteRowsIOManager:
        # Dagster calls this when it initializes the resource; config fields are on self.
        return SqliteRowsIOManager(sqlite3.connect(self.database_path))


customer_defs = dg.Definitions(
    resources={"io_manager": SqliteRowsIOManagerFactory(database_path="customers.db")},
)
# [end:configurable_io_manager_factory]
