from tests.star_realms.helpers import act, choose, find_ship, legal, play, scenario


def test_blob_fighter_ally_draws_only_on_request() -> None:
    st = scenario(hand=["blob_fighter", "predator"], deck=["scout", "viper"])
    play(st, "blob_fighter")
    play(st, "predator")
    me = st.players[0]
    assert me.combat == 7
    assert f"ally ship {find_ship(st, 'blob_fighter')}" in legal(st)
    act(st, f"ally ship {find_ship(st, 'blob_fighter')}")
    assert len(me.hand) == 1


def test_choose_helper() -> None:
    st = scenario(hand=["patrol_mech"])
    play(st, "patrol_mech")
    choose(st, "5 combat")
    assert st.players[0].combat == 5
