from pathlib import Path

import dagster as dg


@dg.asset
def invoices() -> None: ...


@dg.asset(deps=[invoices])
def invoice_totals() -> None: ...


# [start:code_references]
defs = dg.Definitions(
    assets=dg.link_code_references_to_git(
        # Records the file and line of each asset function ...
        assets_defs=dg.with_source_code_references([invoices, invoice_totals]),
        # ... then rewrites those local paths as links into the repository.
        git_url="https://github.com/example-org/billing-pipelines",
        git_branch="main",
        file_path_mapping=dg.AnchorBasedFilePathMapping(
            local_file_anchor=Path(__file__),
            file_anchor_path_in_repository="src/billing/definitions.py",
        ),
    )
)
# [end:code_references]


# [start:custom_mapping]
class StripDeployPrefix(dg.FilePathMapping):
    """Code is deployed to /opt/app, which matches the repository root."""

    def convert_to_source_control_path(self, local_path: Path) -> str:
        return str(local_path.relative_to("/opt/app"))
# [end:custom_mapping]


# [start:manual_reference]
@dg.asset(
    metadata={
        "dagster/code_references": dg.CodeReferencesMetadataValue(
            code_references=[
                dg.UrlCodeReference(
                    url="https://github.com/example-org/billing-pipelines/blob/main/sql/invoices.sql",
                    label="SQL model",
                )
            ]
        )
    }
)
def invoices_from_sql() -> None: ...
# [end:manual_reference]
