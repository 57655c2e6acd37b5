from dagster_k8s import PipesK8sClient

# Dagster runs inside the cluster, with a service account allowed to manage pods.
in_cluster_client = PipesK8sClient(load_incluster_config=True)

# Dagster runs elsewhere, such as on a laptop or a VM, with a kubeconfig file.
remote_client = PipesK8sClient(
    load_incluster_config=False,
    kubeconfig_file="/etc/dagster/kubeconfig",
    kube_context="ml-cluster",
)
