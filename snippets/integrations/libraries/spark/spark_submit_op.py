import dagster as dg
from dagster_spark import create_spark_op, spark_resource

# An op that runs `spark-submit` for the application's entry class.
rebuild_search_index = create_spark_op(
    name="rebuild_search_index",
    main_class="com.example.search.RebuildIndex",
)


@dg.job(
    resource_defs={"spark": spark_resource},
    config={
        "ops": {
            "rebuild_search_index": {
                "config": {
                    "master_url": "yarn",
                    "deploy_mode": "cluster",
                    "application_jar": "hdfs:///apps/search-indexer-2.3.0.jar",
                    "application_arguments": "--catalog products --date 2025-04-02",
                    "spark_conf": {"spark": {"executor": {"memory": "8g"}}},
                }
            }
        }
    },
)
def nightly_search_index():
    rebuild_search_index()


defs = dg.Definitions(jobs=[nightly_search_index])
