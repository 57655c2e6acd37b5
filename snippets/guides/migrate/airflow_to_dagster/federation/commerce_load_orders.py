import json
import os
from datetime import datetime, timezone
from pathlib import Path

from airflow import DAG
from airflow.operators.python import PythonOperator

LANDING_DIR = Path(os.environ.get("FEDERATION_DATA_DIR", "/tmp/federation"))


def load_orders() -> int:
    """Stands in for the commerce team's real load into the warehouse."""
    LANDING_DIR.mkdir(parents=True, exist_ok=True)
    batch = {"loaded_at": datetime.now(timezone.utc).isoformat(), "orders": 128}
    (LANDING_DIR / "orders_batch.json").write_text(json.dumps(batch))
    return batch["orders"]


with DAG(
    dag_id="load_orders",
    start_date=datetime(2025, 1, 1),
    schedule="0 * * * *",
    catchup=False,
) as dag:
    PythonOperator(task_id="load_orders_into_warehouse", python_callable=load_orders)
