#!/bin/sh
# The DynamoDB table lookup_items and its access patterns, designed by sql2dynamo.
# Each function takes the values its comment names, in that order, as arguments; values inside keys
# follow the report's key encoding (integers zero-padded to 20 digits, date-times as 2026-01-10T09:30:00,
# strings of a case-insensitive column folded, bytes up to $ escaped as the report's key encoding says).
# Every argument is a value, never NULL: a write with a NULL parameter is sent as its plan in the report says.
# Needs sh, awk and the AWS CLI. Every name here starts with s2d_.
set -eu

s2d_json() {
  printf '%s\n' "$1" | LC_ALL=C awk '
    BEGIN { ORS = ""; for (i = 1; i < 32; i++) esc[sprintf("%c", i)] = sprintf("\\u%04x", i) }
    {
      if (NR > 1) print "\\n"
      n = length($0)
      for (i = 1; i <= n; i++) {
        c = substr($0, i, 1)
        if (c == "\\" || c == "\"") c = "\\" c
        else if (c in esc) c = esc[c]
        print c
      }
    }'
}

s2d_create_table() {
  aws dynamodb create-table --cli-input-json '{
  "AttributeDefinitions": [
    {
      "AttributeName": "PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI1PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI1SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI2PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI2SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI3PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI3SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI4PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI4SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI5PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI5SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI6PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI6SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI7PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI7SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI8PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI8SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI9PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI9SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI10PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI10SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI11PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI11SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI12PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI12SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI13PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI13SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI14PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI14SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI15PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI15SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI16PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI16SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI17PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI17SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI18PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI18SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI19PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI19SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI20PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI20SK",
      "AttributeType": "S"
    }
  ],
  "BillingMode": "PAY_PER_REQUEST",
  "GlobalSecondaryIndexes": [
    {
      "IndexName": "GSI1",
      "KeySchema": [
        {
          "AttributeName": "GSI1PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI1SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    },
    {
      "IndexName": "GSI2",
      "KeySchema": [
        {
          "AttributeName": "GSI2PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI2SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    },
    {
      "IndexName": "GSI3",
      "KeySchema": [
        {
          "AttributeName": "GSI3PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI3SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    },
    {
      "IndexName": "GSI4",
      "KeySchema": [
        {
          "AttributeName": "GSI4PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI4SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    },
    {
      "IndexName": "GSI5",
      "KeySchema": [
        {
          "AttributeName": "GSI5PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI5SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    },
    {
      "IndexName": "GSI6",
      "KeySchema": [
        {
          "AttributeName": "GSI6PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI6SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    },
    {
      "IndexName": "GSI7",
      "KeySchema": [
        {
          "AttributeName": "GSI7PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI7SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    },
    {
      "IndexName": "GSI8",
      "KeySchema": [
        {
          "AttributeName": "GSI8PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI8SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    },
    {
      "IndexName": "GSI9",
      "KeySchema": [
        {
          "AttributeName": "GSI9PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI9SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    },
    {
      "IndexName": "GSI10",
      "KeySchema": [
        {
          "AttributeName": "GSI10PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI10SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    },
    {
      "IndexName": "GSI11",
      "KeySchema": [
        {
          "AttributeName": "GSI11PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI11SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    },
    {
      "IndexName": "GSI12",
      "KeySchema": [
        {
          "AttributeName": "GSI12PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI12SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    },
    {
      "IndexName": "GSI13",
      "KeySchema": [
        {
          "AttributeName": "GSI13PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI13SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    },
    {
      "IndexName": "GSI14",
      "KeySchema": [
        {
          "AttributeName": "GSI14PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI14SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    },
    {
      "IndexName": "GSI15",
      "KeySchema": [
        {
          "AttributeName": "GSI15PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI15SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    },
    {
      "IndexName": "GSI16",
      "KeySchema": [
        {
          "AttributeName": "GSI16PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI16SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    },
    {
      "IndexName": "GSI17",
      "KeySchema": [
        {
          "AttributeName": "GSI17PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI17SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    },
    {
      "IndexName": "GSI18",
      "KeySchema": [
        {
          "AttributeName": "GSI18PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI18SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    },
    {
      "IndexName": "GSI19",
      "KeySchema": [
        {
          "AttributeName": "GSI19PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI19SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    },
    {
      "IndexName": "GSI20",
      "KeySchema": [
        {
          "AttributeName": "GSI20PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI20SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    }
  ],
  "KeySchema": [
    {
      "AttributeName": "PK",
      "KeyType": "HASH"
    },
    {
      "AttributeName": "SK",
      "KeyType": "RANGE"
    }
  ],
  "TableName": "lookup_items"
}'
}

# GetContact (testdata/lookup_items/input.sql:38:1): s2d_GetContact contact_id
s2d_GetContact() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetContact contact_id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "CONTACT#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "CONTACT"
    }
  },
  "TableName": "lookup_items"
}'
}

# ContactsByEmail (testdata/lookup_items/input.sql:42:1): s2d_ContactsByEmail email
s2d_ContactsByEmail() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ContactsByEmail email' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#contact_id": "contact_id",
    "#email": "email",
    "#full_name": "full_name"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "CONTACT#EMAIL#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "CONTACT#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ProjectionExpression": "#contact_id, #full_name, #email",
  "TableName": "lookup_items"
}'
}

# ContactsByPhone (testdata/lookup_items/input.sql:46:1): s2d_ContactsByPhone phone
s2d_ContactsByPhone() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ContactsByPhone phone' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK",
    "#contact_id": "contact_id",
    "#full_name": "full_name",
    "#phone": "phone"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "CONTACT#PHONE#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "CONTACT#"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND begins_with(#GSI2SK, :sk)",
  "ProjectionExpression": "#contact_id, #full_name, #phone",
  "TableName": "lookup_items"
}'
}

# ContactsByCrmRef (testdata/lookup_items/input.sql:50:1): s2d_ContactsByCrmRef crm_ref
s2d_ContactsByCrmRef() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ContactsByCrmRef crm_ref' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI3PK": "GSI3PK",
    "#GSI3SK": "GSI3SK",
    "#contact_id": "contact_id",
    "#crm_ref": "crm_ref",
    "#full_name": "full_name"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "CONTACT#CRM_REF#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "CONTACT#"
    }
  },
  "IndexName": "GSI3",
  "KeyConditionExpression": "#GSI3PK = :pk AND begins_with(#GSI3SK, :sk)",
  "ProjectionExpression": "#contact_id, #full_name, #crm_ref",
  "TableName": "lookup_items"
}'
}

# ContactsByStripeCustomer (testdata/lookup_items/input.sql:54:1): s2d_ContactsByStripeCustomer stripe_customer
s2d_ContactsByStripeCustomer() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ContactsByStripeCustomer stripe_customer' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI4PK": "GSI4PK",
    "#GSI4SK": "GSI4SK",
    "#contact_id": "contact_id",
    "#full_name": "full_name",
    "#stripe_customer": "stripe_customer"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "CONTACT#STRIPE_CUSTOMER#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "CONTACT#"
    }
  },
  "IndexName": "GSI4",
  "KeyConditionExpression": "#GSI4PK = :pk AND begins_with(#GSI4SK, :sk)",
  "ProjectionExpression": "#contact_id, #full_name, #stripe_customer",
  "TableName": "lookup_items"
}'
}

# ContactsByHubspotId (testdata/lookup_items/input.sql:58:1): s2d_ContactsByHubspotId hubspot_id
s2d_ContactsByHubspotId() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ContactsByHubspotId hubspot_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI5PK": "GSI5PK",
    "#GSI5SK": "GSI5SK",
    "#contact_id": "contact_id",
    "#full_name": "full_name",
    "#hubspot_id": "hubspot_id"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "CONTACT#HUBSPOT_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "CONTACT#"
    }
  },
  "IndexName": "GSI5",
  "KeyConditionExpression": "#GSI5PK = :pk AND begins_with(#GSI5SK, :sk)",
  "ProjectionExpression": "#contact_id, #full_name, #hubspot_id",
  "TableName": "lookup_items"
}'
}

# ContactsByZendeskId (testdata/lookup_items/input.sql:62:1): s2d_ContactsByZendeskId zendesk_id
s2d_ContactsByZendeskId() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ContactsByZendeskId zendesk_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI6PK": "GSI6PK",
    "#GSI6SK": "GSI6SK",
    "#contact_id": "contact_id",
    "#full_name": "full_name",
    "#zendesk_id": "zendesk_id"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "CONTACT#ZENDESK_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "CONTACT#"
    }
  },
  "IndexName": "GSI6",
  "KeyConditionExpression": "#GSI6PK = :pk AND begins_with(#GSI6SK, :sk)",
  "ProjectionExpression": "#contact_id, #full_name, #zendesk_id",
  "TableName": "lookup_items"
}'
}

# ContactsBySalesforceId (testdata/lookup_items/input.sql:66:1): s2d_ContactsBySalesforceId salesforce_id
s2d_ContactsBySalesforceId() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ContactsBySalesforceId salesforce_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI7PK": "GSI7PK",
    "#GSI7SK": "GSI7SK",
    "#contact_id": "contact_id",
    "#full_name": "full_name",
    "#salesforce_id": "salesforce_id"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "CONTACT#SALESFORCE_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "CONTACT#"
    }
  },
  "IndexName": "GSI7",
  "KeyConditionExpression": "#GSI7PK = :pk AND begins_with(#GSI7SK, :sk)",
  "ProjectionExpression": "#contact_id, #full_name, #salesforce_id",
  "TableName": "lookup_items"
}'
}

# ContactsByIntercomId (testdata/lookup_items/input.sql:70:1): s2d_ContactsByIntercomId intercom_id
s2d_ContactsByIntercomId() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ContactsByIntercomId intercom_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI8PK": "GSI8PK",
    "#GSI8SK": "GSI8SK",
    "#contact_id": "contact_id",
    "#full_name": "full_name",
    "#intercom_id": "intercom_id"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "CONTACT#INTERCOM_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "CONTACT#"
    }
  },
  "IndexName": "GSI8",
  "KeyConditionExpression": "#GSI8PK = :pk AND begins_with(#GSI8SK, :sk)",
  "ProjectionExpression": "#contact_id, #full_name, #intercom_id",
  "TableName": "lookup_items"
}'
}

# ContactsBySegmentId (testdata/lookup_items/input.sql:74:1): s2d_ContactsBySegmentId segment_id
s2d_ContactsBySegmentId() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ContactsBySegmentId segment_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI9PK": "GSI9PK",
    "#GSI9SK": "GSI9SK",
    "#contact_id": "contact_id",
    "#full_name": "full_name",
    "#segment_id": "segment_id"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "CONTACT#SEGMENT_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "CONTACT#"
    }
  },
  "IndexName": "GSI9",
  "KeyConditionExpression": "#GSI9PK = :pk AND begins_with(#GSI9SK, :sk)",
  "ProjectionExpression": "#contact_id, #full_name, #segment_id",
  "TableName": "lookup_items"
}'
}

# ContactsByMailchimpId (testdata/lookup_items/input.sql:78:1): s2d_ContactsByMailchimpId mailchimp_id
s2d_ContactsByMailchimpId() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ContactsByMailchimpId mailchimp_id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI10PK": "GSI10PK",
    "#GSI10SK": "GSI10SK",
    "#contact_id": "contact_id",
    "#full_name": "full_name",
    "#mailchimp_id": "mailchimp_id"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "CONTACT#MAILCHIMP_ID#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "CONTACT#"
    }
  },
  "IndexName": "GSI10",
  "KeyConditionExpression": "#GSI10PK = :pk AND begins_with(#GSI10SK, :sk)",
  "ProjectionExpression": "#contact_id, #full_name, #mailchimp_id",
  "TableName": "lookup_items"
}'
}

# ContactsBySlackHandle (testdata/lookup_items/input.sql:82:1): s2d_ContactsBySlackHandle slack_handle
s2d_ContactsBySlackHandle() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ContactsBySlackHandle slack_handle' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI11PK": "GSI11PK",
    "#GSI11SK": "GSI11SK",
    "#contact_id": "contact_id",
    "#full_name": "full_name",
    "#slack_handle": "slack_handle"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "CONTACT#SLACK_HANDLE#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "CONTACT#"
    }
  },
  "IndexName": "GSI11",
  "KeyConditionExpression": "#GSI11PK = :pk AND begins_with(#GSI11SK, :sk)",
  "ProjectionExpression": "#contact_id, #full_name, #slack_handle",
  "TableName": "lookup_items"
}'
}

# ContactsByGithubLogin (testdata/lookup_items/input.sql:86:1): s2d_ContactsByGithubLogin github_login
s2d_ContactsByGithubLogin() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ContactsByGithubLogin github_login' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI12PK": "GSI12PK",
    "#GSI12SK": "GSI12SK",
    "#contact_id": "contact_id",
    "#full_name": "full_name",
    "#github_login": "github_login"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "CONTACT#GITHUB_LOGIN#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "CONTACT#"
    }
  },
  "IndexName": "GSI12",
  "KeyConditionExpression": "#GSI12PK = :pk AND begins_with(#GSI12SK, :sk)",
  "ProjectionExpression": "#contact_id, #full_name, #github_login",
  "TableName": "lookup_items"
}'
}

# ContactsByTwitterHandle (testdata/lookup_items/input.sql:90:1): s2d_ContactsByTwitterHandle twitter_handle
s2d_ContactsByTwitterHandle() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ContactsByTwitterHandle twitter_handle' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI13PK": "GSI13PK",
    "#GSI13SK": "GSI13SK",
    "#contact_id": "contact_id",
    "#full_name": "full_name",
    "#twitter_handle": "twitter_handle"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "CONTACT#TWITTER_HANDLE#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "CONTACT#"
    }
  },
  "IndexName": "GSI13",
  "KeyConditionExpression": "#GSI13PK = :pk AND begins_with(#GSI13SK, :sk)",
  "ProjectionExpression": "#contact_id, #full_name, #twitter_handle",
  "TableName": "lookup_items"
}'
}

# ContactsByLinkedinUrl (testdata/lookup_items/input.sql:94:1): s2d_ContactsByLinkedinUrl linkedin_url
s2d_ContactsByLinkedinUrl() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ContactsByLinkedinUrl linkedin_url' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI14PK": "GSI14PK",
    "#GSI14SK": "GSI14SK",
    "#contact_id": "contact_id",
    "#full_name": "full_name",
    "#linkedin_url": "linkedin_url"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "CONTACT#LINKEDIN_URL#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "CONTACT#"
    }
  },
  "IndexName": "GSI14",
  "KeyConditionExpression": "#GSI14PK = :pk AND begins_with(#GSI14SK, :sk)",
  "ProjectionExpression": "#contact_id, #full_name, #linkedin_url",
  "TableName": "lookup_items"
}'
}

# ContactsByTaxNumber (testdata/lookup_items/input.sql:98:1): s2d_ContactsByTaxNumber tax_number
s2d_ContactsByTaxNumber() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ContactsByTaxNumber tax_number' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI15PK": "GSI15PK",
    "#GSI15SK": "GSI15SK",
    "#contact_id": "contact_id",
    "#full_name": "full_name",
    "#tax_number": "tax_number"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "CONTACT#TAX_NUMBER#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "CONTACT#"
    }
  },
  "IndexName": "GSI15",
  "KeyConditionExpression": "#GSI15PK = :pk AND begins_with(#GSI15SK, :sk)",
  "ProjectionExpression": "#contact_id, #full_name, #tax_number",
  "TableName": "lookup_items"
}'
}

# ContactsByVatNumber (testdata/lookup_items/input.sql:102:1): s2d_ContactsByVatNumber vat_number
s2d_ContactsByVatNumber() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ContactsByVatNumber vat_number' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI16PK": "GSI16PK",
    "#GSI16SK": "GSI16SK",
    "#contact_id": "contact_id",
    "#full_name": "full_name",
    "#vat_number": "vat_number"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "CONTACT#VAT_NUMBER#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "CONTACT#"
    }
  },
  "IndexName": "GSI16",
  "KeyConditionExpression": "#GSI16PK = :pk AND begins_with(#GSI16SK, :sk)",
  "ProjectionExpression": "#contact_id, #full_name, #vat_number",
  "TableName": "lookup_items"
}'
}

# ContactsByIban (testdata/lookup_items/input.sql:106:1): s2d_ContactsByIban iban
s2d_ContactsByIban() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ContactsByIban iban' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI17PK": "GSI17PK",
    "#GSI17SK": "GSI17SK",
    "#contact_id": "contact_id",
    "#full_name": "full_name",
    "#iban": "iban"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "CONTACT#IBAN#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "CONTACT#"
    }
  },
  "IndexName": "GSI17",
  "KeyConditionExpression": "#GSI17PK = :pk AND begins_with(#GSI17SK, :sk)",
  "ProjectionExpression": "#contact_id, #full_name, #iban",
  "TableName": "lookup_items"
}'
}

# ContactsByLoyaltyCard (testdata/lookup_items/input.sql:110:1): s2d_ContactsByLoyaltyCard loyalty_card
s2d_ContactsByLoyaltyCard() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ContactsByLoyaltyCard loyalty_card' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI18PK": "GSI18PK",
    "#GSI18SK": "GSI18SK",
    "#contact_id": "contact_id",
    "#full_name": "full_name",
    "#loyalty_card": "loyalty_card"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "CONTACT#LOYALTY_CARD#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "CONTACT#"
    }
  },
  "IndexName": "GSI18",
  "KeyConditionExpression": "#GSI18PK = :pk AND begins_with(#GSI18SK, :sk)",
  "ProjectionExpression": "#contact_id, #full_name, #loyalty_card",
  "TableName": "lookup_items"
}'
}

# ContactsByAccountManager (testdata/lookup_items/input.sql:114:1): s2d_ContactsByAccountManager account_manager
s2d_ContactsByAccountManager() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ContactsByAccountManager account_manager' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI19PK": "GSI19PK",
    "#GSI19SK": "GSI19SK",
    "#account_manager": "account_manager",
    "#contact_id": "contact_id",
    "#full_name": "full_name"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "CONTACT#ACCOUNT_MANAGER#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "CONTACT#"
    }
  },
  "IndexName": "GSI19",
  "KeyConditionExpression": "#GSI19PK = :pk AND begins_with(#GSI19SK, :sk)",
  "ProjectionExpression": "#contact_id, #full_name, #account_manager",
  "TableName": "lookup_items"
}'
}

# ContactsByRegionCode (testdata/lookup_items/input.sql:118:1): s2d_ContactsByRegionCode region_code
s2d_ContactsByRegionCode() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ContactsByRegionCode region_code' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI20PK": "GSI20PK",
    "#GSI20SK": "GSI20SK",
    "#contact_id": "contact_id",
    "#full_name": "full_name",
    "#region_code": "region_code"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "CONTACT#REGION_CODE#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "CONTACT#"
    }
  },
  "IndexName": "GSI20",
  "KeyConditionExpression": "#GSI20PK = :pk AND begins_with(#GSI20SK, :sk)",
  "ProjectionExpression": "#contact_id, #full_name, #region_code",
  "TableName": "lookup_items"
}'
}

# RenameContact (testdata/lookup_items/input.sql:147:1): s2d_RenameContact full_name contact_id
s2d_RenameContact() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_RenameContact full_name contact_id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#full_name": "full_name"
  },
  "ExpressionAttributeValues": {
    ":full_name": {
      "S": "'"$(s2d_json "$1")"'"
    }
  },
  "Key": {
    "PK": {
      "S": "CONTACT#'"$(s2d_json "$2")"'"
    },
    "SK": {
      "S": "CONTACT"
    }
  },
  "TableName": "lookup_items",
  "UpdateExpression": "SET #full_name = :full_name"
}'
}
