from shop_platform.lib.logged_sling import LoggedSlingComponent

__all__ = ["LoggedSlingComponent"]
