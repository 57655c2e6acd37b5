from datetime import datetime

from airflow import DAG
from airflow.providers.cncf.kubernetes.operators.pod import KubernetesPodOperator
from kubernetes.client import models as k8s

with DAG(
    dag_id="demand_forecast",
    start_date=datetime(2025, 1, 1),
    schedule="0 5 * * 1",
    catchup=False,
) as dag:
    KubernetesPodOperator(
        task_id="train_demand_model",
        name="train-demand-model",
        namespace="ml-jobs",
        image="registry.example.com/ml/demand-forecast:2.3.0",
        cmds=["python", "-m", "forecast.train"],
        arguments=["--horizon-weeks", "8"],
        env_vars=[k8s.V1EnvVar(name="FEATURE_STORE_URL", value="http://features.ml-jobs:8080")],
        container_resources=k8s.V1ResourceRequirements(
            requests={"cpu": "2", "memory": "8Gi"},
            limits={"memory": "8Gi"},
        ),
        node_selector={"workload": "ml"},
        service_account_name="forecast-trainer",
        labels={"team": "ml"},
        get_logs=True,
    )
