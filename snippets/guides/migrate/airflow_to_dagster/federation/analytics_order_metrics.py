import json
import os
from datetime import datetime
from pathlib import Path

from airflow import DAG
from airflow.operators.python import PythonOperator

LANDING_DIR = Path(os.environ.get("FEDERATION_DATA_DIR", "/tmp/federation"))


def compute_order_metrics() -> None:
    """Stands in for the analytics team's metrics job: reads the latest batch."""
    batch = json.loads((LANDING_DIR / "orders_batch.json").read_text())
    metrics = {"source_loaded_at": batch["loaded_at"], "order_count": batch["orders"]}
    (LANDING_DIR / "order_metrics.json").write_text(json.dumps(metrics))


with DAG(
    dag_id="order_metrics",
    start_date=datetime(2025, 1, 1),
    schedule="30 6 * * *",
    catchup=False,
) as dag:
    PythonOperator(task_id="compute_order_metrics", python_callable=compute_order_metrics)
