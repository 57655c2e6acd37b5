import dagster as dg

# [start:job_tag]
# Every run of this job is one pod; the tag sets that pod's resources.
sensor_readings_job = dg.define_asset_job(
    name="sensor_readings_job",
    selection=dg.AssetSelection.groups("sensors"),
    tags={
        "dagster-k8s/config": {
            "container_config": {
                "resources": {
                    "requests": {"cpu": "500m", "memory": "1Gi"},
                    "limits": {"cpu": "1", "memory": "2Gi"},
                }
            },
            "pod_spec_config": {"node_selector": {"workload": "batch"}},
        }
    },
)
# [end:job_tag]


@dg.asset(group_name="sensors")
def raw_sensor_readings() -> None:
    """Pulls the last hour of readings from the plant's sensor gateway."""


# [start:asset_tag]
# With the Kubernetes job executor, each step runs in its own pod, so a
# single heavy asset can ask for more than its neighbors.
@dg.asset(
    group_name="sensors",
    deps=[raw_sensor_readings],
    op_tags={
        "dagster-k8s/config": {
            "container_config": {
                "resources": {
                    "requests": {"cpu": "2", "memory": "8Gi"},
                    "limits": {"cpu": "4", "memory": "16Gi"},
                }
            }
        }
    },
)
def anomaly_scores() -> None:
    """Scores each reading against a model of normal machine behavior."""
# [end:asset_tag]


defs = dg.Definitions(
    assets=[raw_sensor_readings, anomaly_scores],
    jobs=[sensor_readings_job],
)
