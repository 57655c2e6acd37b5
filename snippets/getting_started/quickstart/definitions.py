import dagster as dg

from quickstart import assets

defs = dg.Definitions(assets=dg.load_assets_from_modules([assets]))
