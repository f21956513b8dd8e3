// Round flange: outer d = 100, bore d = 50, six bolt holes d = 9 on a 75 mm circle.
$fn = 96;
difference() {
  circle(d = 100);
  circle(d = 50);
  for (a = [0 : 60 : 300]) rotate(a) translate([37.5, 0]) circle(d = 9, $fn = 32);
}
