import dagster as dg
from dagster_mlflow import end_mlflow_on_run_finished, mlflow_tracking


# [start:tracking]
@dg.op(required_resource_keys={"mlflow"})
def train_churn_model(context: dg.OpExecutionContext) -> float:
    mlflow = context.resources.mlflow
    mlflow.log_params({"model": "gradient_boosting", "max_depth": 4, "learning_rate": 0.1})
    accuracy = 0.91  # In practice, train on your customer data and score a holdout set.
    mlflow.log_metric("accuracy", accuracy)
    return accuracy


@dg.op(required_resource_keys={"mlflow"})
def tag_if_good_enough(context: dg.OpExecutionContext, accuracy: float) -> None:
    # Logs to the same MLflow run as the op before it.
    context.resources.mlflow.set_tag("ready_for_review", str(accuracy > 0.9))


@end_mlflow_on_run_finished
@dg.job(
    resource_defs={
        "mlflow": mlflow_tracking.configured(
            {
                "experiment_name": "customer_churn",
                "mlflow_tracking_uri": "http://mlflow.internal:5000",
                "env_to_tag": ["GIT_COMMIT"],
                "extra_tags": {"team": "growth"},
            }
        )
    }
)
def train_churn():
    tag_if_good_enough(train_churn_model())
# [end:tracking]


# [start:run_config]
@end_mlflow_on_run_finished
@dg.job(resource_defs={"mlflow": mlflow_tracking})
def retrain_churn():
    tag_if_good_enough(train_churn_model())


if __name__ == "__main__":
    # Without .configured(), the settings come from run config.
    retrain_churn.execute_in_process(
        run_config={
            "resources": {
                "mlflow": {
                    "config": {
                        "experiment_name": "customer_churn",
                        "mlflow_tracking_uri": "http://mlflow.internal:5000",
                        # Log this Dagster run as a child of an existing MLflow run.
                        "parent_run_id": "4f2c1e0a9b7d4c3e8f1a2b3c4d5e6f70",
                        "env": {"MLFLOW_S3_ENDPOINT_URL": "http://minio.internal:9000"},
                    }
                }
            }
        },
    )
# [end:run_config]
