import os
from pathlib import Path

import dagster as dg


@dg.asset
def web_sessions() -> None: ...


@dg.asset(
    deps=[web_sessions],
    metadata={
        # A reference you add by hand, for logic kept outside the function.
        "dagster/code_references": dg.CodeReferencesMetadataValue(
            code_references=[
                dg.LocalFileCodeReference(
                    file_path=str(Path(__file__).parent / "sql" / "bounce_rate.sql"),
                    line_number=1,
                    label="SQL query",
                )
            ]
        )
    },
)
def bounce_rate() -> None: ...


# Local file and line of each asset function, for development.
assets = dg.with_source_code_references([web_sessions, bounce_rate])

# In the deployment, turn local paths into links to the repository.
if os.getenv("DEPLOYMENT") == "prod":
    assets = dg.link_code_references_to_git(
        assets_defs=assets,
        git_url="https://github.com/example-org/web-analytics",
        git_branch="main",
        file_path_mapping=dg.AnchorBasedFilePathMapping(
            local_file_anchor=Path(__file__),
            file_anchor_path_in_repository="src/web_analytics/definitions.py",
        ),
    )

defs = dg.Definitions(assets=assets)
