import dagster as dg
from dagster_spark import construct_spark_shell_command, create_spark_op, spark_resource

# [start:create_spark_op]
build_sessions = create_spark_op(
    name="build_sessions",
    main_class="com.example.clickstream.BuildSessions",
    description="Groups raw click events into user sessions.",
)


@dg.job(resource_defs={"spark": spark_resource})
def clickstream_job():
    build_sessions()


# Each op built by create_spark_op takes spark-submit settings as op config.
run_config = {
    "ops": {
        "build_sessions": {
            "config": {
                "master_url": "yarn",
                "deploy_mode": "cluster",
                "application_jar": "/opt/jobs/clickstream-assembly.jar",
                "application_arguments": "--date 2025-03-01",
                "spark_conf": {"spark": {"executor": {"memory": "4g"}}},
            }
        }
    }
}
# [end:create_spark_op]

# [start:shell_command]
command = construct_spark_shell_command(
    application_jar="/opt/jobs/clickstream-assembly.jar",
    main_class="com.example.clickstream.BuildSessions",
    master_url="local[4]",
    spark_conf={"spark": {"sql": {"shuffle": {"partitions": 16}}}},
    application_arguments="--date 2025-03-01",
)
# command is a list of arguments that starts with $SPARK_HOME/bin/spark-submit.
# [end:shell_command]
