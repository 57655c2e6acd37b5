import dagster as dg
from sqlalchemy import create_engine, text
from sqlalchemy.engine import Engine


class ReportingDatabase(dg.ConfigurableResource):
    engine: dg.ResourceDependency[Engine]
    schema_name: str = "reporting"

    def row_count(self, table: str) -> int:
        with self.engine.connect() as conn:
            result = conn.execute(text(f"SELECT COUNT(*) FROM {self.schema_name}.{table}"))
            return result.scalar_one()


@dg.asset
def order_row_count(reporting_db: ReportingDatabase) -> int:
    return reporting_db.row_count("orders")


engine = create_engine("postgresql+psycopg2://reader@db.internal/warehouse", pool_pre_ping=True)

defs = dg.Definitions(
    assets=[order_row_count],
    resources={"reporting_db": ReportingDatabase(engine=engine)},
)
