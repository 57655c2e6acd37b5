import dagster as dg


class Notifier(dg.ConfigurableResource):
    channel: str

    def send(self, message: str) -> str:
        return f"[{self.channel}] {message}"


@dg.asset(required_resource_keys={"notifier"})
def release_notes(context: dg.AssetExecutionContext) -> str:
    # The resource is reached through the context instead of a parameter.
    return context.resources.notifier.send("Release notes are ready")


defs = dg.Definitions(
    assets=[release_notes],
    resources={"notifier": Notifier(channel="#releases")},
)
