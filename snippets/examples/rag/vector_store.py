import dagster as dg
from pinecone import Pinecone, ServerlessSpec
from pydantic import PrivateAttr


# [start:resource]
class PineconeResource(dg.ConfigurableResource):
    """Writes and queries vectors in one Pinecone serverless index."""

    api_key: str
    index_name: str = "docs-assistant"
    dimension: int = 1536
    cloud: str = "aws"
    region: str = "us-east-1"
    upsert_batch_size: int = 100

    _client: Pinecone = PrivateAttr()

    def setup_for_execution(self, context: dg.InitResourceContext) -> None:
        self._client = Pinecone(api_key=self.api_key)

    def get_index(self):
        """The index, created with the right dimension and metric the first time."""
        if self.index_name not in self._client.list_indexes().names():
            self._client.create_index(
                name=self.index_name,
                dimension=self.dimension,
                metric="cosine",
                spec=ServerlessSpec(cloud=self.cloud, region=self.region),
            )
        return self._client.Index(self.index_name)

    def upsert(self, namespace: str, records: list[dict]) -> int:
        """Inserts or replaces records, each a dict with `id`, `values` and `metadata`."""
        index = self.get_index()
        for start in range(0, len(records), self.upsert_batch_size):
            index.upsert(vectors=records[start : start + self.upsert_batch_size], namespace=namespace)
        return len(records)

    def query(self, namespace: str, vector: list[float], top_k: int) -> list:
        """The `top_k` most similar records of a namespace, with their metadata."""
        response = self.get_index().query(
            namespace=namespace, vector=vector, top_k=top_k, include_metadata=True
        )
        return list(response.matches)
# [end:resource]
