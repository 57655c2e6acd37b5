import dagster as dg


@dg.asset
def fraud_scores(context: dg.AssetExecutionContext) -> None:
    context.log.info("Scoring yesterday's card transactions")


# The run worker pod of every run of this job gets these settings.
fraud_scoring_job = dg.define_asset_job(
    "fraud_scoring_job",
    selection=[fraud_scores],
    tags={
        "dagster-k8s/config": {
            "container_config": {
                "resources": {
                    "requests": {"cpu": "2", "memory": "8Gi"},
                    "limits": {"cpu": "4", "memory": "16Gi"},
                }
            },
            "pod_spec_config": {
                "node_selector": {"workload": "batch-ml"},
                "tolerations": [
                    {
                        "key": "dedicated",
                        "operator": "Equal",
                        "value": "batch-ml",
                        "effect": "NoSchedule",
                    }
                ],
            },
            "job_spec_config": {"ttl_seconds_after_finished": 7200},
        }
    },
)

defs = dg.Definitions(assets=[fraud_scores], jobs=[fraud_scoring_job])
