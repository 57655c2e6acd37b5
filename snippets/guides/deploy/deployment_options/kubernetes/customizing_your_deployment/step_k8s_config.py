import dagster as dg
from dagster_k8s import k8s_job_executor


# Only this step's pod asks for a GPU.
@dg.asset(
    op_tags={
        "dagster-k8s/config": {
            "container_config": {
                "resources": {"limits": {"nvidia.com/gpu": "1", "memory": "12Gi"}}
            },
        }
    }
)
def product_image_embeddings(context: dg.AssetExecutionContext) -> None:
    context.log.info("Embedding new product photos")


@dg.asset(deps=[product_image_embeddings])
def similar_products(context: dg.AssetExecutionContext) -> None:
    context.log.info("Rebuilding the nearest-neighbour index")


defs = dg.Definitions(
    assets=[product_image_embeddings, similar_products],
    # Every step runs in its own Kubernetes Job with at least these requests.
    executor=k8s_job_executor.configured(
        {
            "step_k8s_config": {
                "container_config": {
                    "resources": {"requests": {"cpu": "500m", "memory": "1Gi"}}
                }
            }
        }
    ),
)
