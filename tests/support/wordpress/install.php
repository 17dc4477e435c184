<?php
/*
 * Installs the WordPress laid out by tests/support/real-wordpress.ts and creates an application
 * password for its administrator. Run with php-cli: php install.php <docroot> <site url>.
 * Prints {"username": …, "applicationPassword": …} as JSON on stdout; anything else is a failure.
 */
[, $docroot, $site_url] = $argv;

// wp-load.php reads the request's host here and there; this is the site the server will answer as.
$_SERVER['HTTP_HOST'] = parse_url($site_url, PHP_URL_HOST) . ':' . parse_url($site_url, PHP_URL_PORT);
$_SERVER['REQUEST_URI'] = '/wp-admin/install.php';

define('WP_INSTALLING', true);
// WordPress prints its install screens' fragments; only our JSON may reach stdout.
ob_start();
require $docroot . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

// No HTTP while installing: wp_install() probes pretty permalinks by requesting the site itself,
// which nothing serves yet, so it would only wait; the permalinks are set below.
add_filter('pre_http_request', fn() => new WP_Error('http_request_blocked', 'No HTTP during the test install.'));

$username = 'rankscribe';
$installed = wp_install('RankScribe test blog', $username, 'wordpress@rankscribe.test', false, '', wp_generate_password(24));

// Pretty permalinks, as most sites have them: the REST API at /wp-json/ (the router sends every
// path that is not a file to index.php, as WordPress's .htaccess does under Apache). The rules are
// rebuilt on the first request.
update_option('permalink_structure', '/%postname%/');
delete_option('rewrite_rules');

$created = WP_Application_Passwords::create_new_application_password($installed['user_id'], ['name' => 'RankScribe tests']);
ob_end_clean();
if (is_wp_error($created)) {
    fwrite(STDERR, 'application password: ' . $created->get_error_message() . "\n");
    exit(1);
}
echo json_encode(['username' => $username, 'applicationPassword' => $created[0]]), "\n";
