import boto3
from dagster_airlift.core import AirflowInstance, build_defs_from_airflow_instance
from dagster_airlift.mwaa import MwaaSessionAuthBackend

mwaa_airflow = AirflowInstance(
    auth_backend=MwaaSessionAuthBackend(
        mwaa_client=boto3.client("mwaa", region_name="eu-west-1"),
        env_name="shop-production",
    ),
    name="shop_mwaa",
)

defs = build_defs_from_airflow_instance(airflow_instance=mwaa_airflow)
