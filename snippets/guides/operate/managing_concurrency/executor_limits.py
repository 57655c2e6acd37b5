import dagster as dg


@dg.asset(op_tags={"resource": "gpu"})
def product_embeddings() -> None: ...


@dg.asset(op_tags={"resource": "gpu"})
def review_embeddings() -> None: ...


@dg.asset
def search_index(product_embeddings, review_embeddings) -> None: ...


embeddings_job = dg.define_asset_job(
    name="embeddings_job",
    selection=[product_embeddings, review_embeddings, search_index],
    executor_def=dg.multiprocess_executor.configured(
        {
            "max_concurrent": 4,
            "tag_concurrency_limits": [{"key": "resource", "value": "gpu", "limit": 1}],
        }
    ),
)

defs = dg.Definitions(
    assets=[product_embeddings, review_embeddings, search_index],
    jobs=[embeddings_job],
)
